import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { materialsPath, previewKind, singleMaterial } from '@/entities/content';
import { selectCurrentUser } from '@/entities/session';
import { DeleteContentDialog } from '@/features/delete-content';
import { useDownload } from '@/features/download-content';
import { MoveContentDialog } from '@/features/move-content';
import { SendContentDialog } from '@/features/send-content';
import { UploadVersionDialog } from '@/features/upload-material-version';
import { errorDetail, mayOnMaterial, useGetMaterialDetailsQuery } from '@/shared/api';
import { formatBytes } from '@/shared/lib/file';
import { useStatePageTitle } from '@/shared/lib/page-title';
import { DownloadIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { fileTypeLabel } from '../../lib/type-label';
import { MaterialPreview } from '../MaterialPreview/MaterialPreview';
import { VersionHistory } from '../VersionHistory/VersionHistory';
import { LifecyclePanel } from '../LifecyclePanel/LifecyclePanel';
import { RulesPanel } from '../RulesPanel/RulesPanel';
import { closedText } from '../../lib/lifecycle';
import { lazyDateFormat } from '@/shared/lib/date-format';

const formatDate = lazyDateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One material, headed by its name: its details, a preview when the type allows, and a download. */
export function MaterialReviewPage() {
  const { id = '' } = useParams();
  const details = useGetMaterialDetailsQuery({ materialId: id }, { skip: !id });
  const { download, busy } = useDownload();
  const material = details.data;
  // The file's name heads the page and names the tab (and the top bar) once it is known.
  useStatePageTitle(material?.title);
  const kind = previewKind(material?.content_type);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'send' | 'move' | 'delete' | 'version' | null>(null);
  const role = useSelector(selectCurrentUser)?.role;
  // The policy table decides (server/src/policy/table.ts, MATERIAL_POLICY): the owner of an original.
  const mayUploadVersion = mayOnMaterial(role, 'uploadMaterialVersion', material?.link);
  const mayReadVersions = mayOnMaterial(role, 'readMaterialVersions', material?.link);
  const selection = material ? singleMaterial(material.id, material.title) : { folderIds: [], materialIds: [] };
  // Back to the folder the material is in: the way back in the top bar leads there unless the page was
  // opened from a list (which said where it was, page and sort included).
  const home = material ? materialsPath(material.space, material.folder_id) : '/materials';
  const location = useLocation();
  const cameFrom = (location.state as { back?: string } | null)?.back;
  useEffect(() => {
    if (material && !cameFrom) void navigate(location.pathname, { replace: true, state: { back: home } });
  }, [material, cameFrom, home, location.pathname, navigate]);

  const downloadButton = material ? (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {material.lifecycle.may_send ? <Button onClick={() => setDialog('send')}>Send</Button> : null}
      {mayUploadVersion ? <Button onClick={() => setDialog('version')}>Upload new version</Button> : null}
      {material.link !== 'unlinked' ? (
        <Button component={RouterLink} to={`/materials/distribution/${material.id}`}>
          Distribution
        </Button>
      ) : null}
      {material.space === 'own' ? <Button onClick={() => setDialog('move')}>Move</Button> : null}
      <Button color="error" onClick={() => setDialog('delete')}>
        Delete
      </Button>
      {/* A view-only copy has no download (nor zip, nor print): the page says why. */}
      {material.lifecycle.may_download || !material.lifecycle.may_open ? (
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={busy || !material.lifecycle.may_download}
          onClick={() => void download(selection)}
        >
          Download
        </Button>
      ) : null}
    </Box>
  ) : null;

  return (
    <>
      <PageHeader
        title={material?.title ?? 'Material'}
        description="Look through a material before you share or sign it."
        actions={downloadButton}
      />
      {details.isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading material" />
        </Box>
      ) : details.isError || !material ? (
        <Alert severity="error">{errorDetail(details.error) ?? 'This material could not be found.'}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Card variant="outlined" component="section" aria-label="Details">
            <CardContent sx={{ display: 'grid', gap: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {material.version ? `v${material.version} · ` : ''}
                {fileTypeLabel(material.content_type, material.title)} · {formatBytes(material.size)} · updated{' '}
                {formatDate(new Date(material.updated_at))}
                {material.updated ? <Chip size="small" color="info" label="Updated" sx={{ ml: 1 }} /> : null}
              </Typography>
              {material.link === 'unlinked' ? (
                <Typography variant="body2" color="text.secondary">
                  Received before copies were linked to their original: it does not follow later versions.
                </Typography>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                In {material.space === 'own' ? 'My materials' : 'Shared with me'}
                {material.path.length > 0 ? ` / ${material.path.map((p) => p.title).join(' / ')}` : ''}
                {material.shared_by ? ` · from ${material.shared_by.full_name}` : ''}
              </Typography>
              <LifecyclePanel materialId={material.id} version={material.version} life={material.lifecycle} />
              {material.lifecycle.ceiling_reason ? (
                <Typography variant="body2" color="text.secondary">
                  {material.lifecycle.ceiling_reason}
                </Typography>
              ) : null}
              <RulesPanel
                key={JSON.stringify(material.lifecycle.rules)}
                materialId={material.id}
                rules={material.lifecycle.rules}
                mayEdit={material.lifecycle.may_set_rules}
              />
            </CardContent>
          </Card>
          {/* A recall or an expiry closes an open preview at once (the socket refreshes this page). */}
          {!material.lifecycle.may_open ? (
            <Alert severity="warning" role="alert">
              {closedText(material.lifecycle)}
            </Alert>
          ) : material.size === 0 ? (
            <Alert severity="info">This file is empty: it has no content to show.</Alert>
          ) : kind === 'none' ? (
            <Alert severity="info">There is no preview for this type of file. Download it to open it.</Alert>
          ) : (
            <MaterialPreview
              key={`${material.id}:${material.version ?? 1}`}
              materialId={material.id}
              title={material.title}
              // A watermarked copy is drawn for its reader: read whole, not by ranges of the stored size.
              size={material.lifecycle.watermarked ? null : material.size}
              kind={kind}
            />
          )}
          {mayReadVersions ? <VersionHistory materialId={material.id} /> : null}
        </Box>
      )}
      {material ? <UploadVersionDialog open={dialog === 'version'} material={material} onClose={() => setDialog(null)} /> : null}
      <SendContentDialog open={dialog === 'send'} selection={selection} onClose={() => setDialog(null)} />
      <MoveContentDialog open={dialog === 'move'} mode="move" selection={selection} onClose={() => setDialog(null)} />
      <DeleteContentDialog
        open={dialog === 'delete'}
        selection={selection}
        onClose={() => setDialog(null)}
        onDone={() => void navigate(home)}
      />
    </>
  );
}
