import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/entities/session';
import { InviteMemberButton, PendingInvitations } from '@/features/invite-member';
import { invitableRoles, mayInCompany, useGetCompanyQuery } from '@/shared/api';
import { FormError } from '@/shared/ui/form-error';
import { PageHeader } from '@/shared/ui/page-header';
import { CompanyDetails } from '../CompanyDetails/CompanyDetails';
import { CompanyForm } from '../CompanyForm/CompanyForm';
import { LogoFrame } from '../LogoFrame/LogoFrame';
import { LogoUpload } from '../LogoUpload/LogoUpload';
import { DistributionSettings } from '../DistributionSettings/DistributionSettings';
import { MailDefaultsForm } from '../MailDefaultsForm/MailDefaultsForm';

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2.5 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

export function CompanySettingsPage() {
  const user = useSelector(selectCurrentUser);
  const { data: company, isLoading, isError } = useGetCompanyQuery();
  const mayManage = mayInCompany(user?.role, 'manageCompany');
  const canInvite = user ? invitableRoles(user.role).length > 0 : false;
  return (
    <>
      <PageHeader
        title="Company"
        description={
          mayManage ? 'Your company’s logo, name and details.' : 'Your company’s logo and details. Only admins can change them.'
        }
      />
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
        <Section title="Logo">
          {isLoading ? <Skeleton variant="rounded" width={176} height={104} /> : null}
          {company ? mayManage ? <LogoUpload company={company} /> : <LogoFrame company={company} /> : null}
        </Section>
        <Section title="Details">
          {isLoading ? <Skeleton variant="rounded" height={200} /> : null}
          {isError ? <FormError>The company details could not be loaded. Please try again later.</FormError> : null}
          {company ? mayManage ? <CompanyForm company={company} /> : <CompanyDetails company={company} /> : null}
        </Section>
        {company && mayManage ? (
          <Section title="Distribution">
            <DistributionSettings company={company} />
          </Section>
        ) : null}
        {mayInCompany(user?.role, 'setMailDefaults') ? (
          <Section title="Email notifications">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              What members get unless they choose otherwise in their profile.
            </Typography>
            <MailDefaultsForm />
          </Section>
        ) : null}
        {canInvite ? (
          <Section title="Invitations" action={<InviteMemberButton />}>
            <PendingInvitations />
          </Section>
        ) : null}
      </Box>
    </>
  );
}
