import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import type { LocalMediaResult, MeetingSession, SessionSnapshot } from '@/features/meeting-session';
import { useRoomMedia } from '../../model/useRoomMedia';
import { LobbyPanel } from '../LobbyPanel/LobbyPanel';
import { ParticipantList } from '../ParticipantList/ParticipantList';
import { ParticipantTile } from '../ParticipantTile/ParticipantTile';
import { RoomControls } from '../RoomControls/RoomControls';

export interface RoomProps {
  session: MeetingSession;
  snapshot: SessionSnapshot;
  local: LocalMediaResult;
  replace: (next: LocalMediaResult) => void;
  videoId?: string;
  selfName: string;
  onLeave: () => void;
}

/**
 * What the page keeps above and below the tiles on a wide screen (app bar, title, gaps, the controls):
 * the tiles shrink to what is left of the window's height, so the controls stay in view.
 */
const AROUND_TILES = '340px';

/** The widest the tiles may be on a wide screen: as wide as their rows of 16:9 tiles fit the height left. */
function tilesMaxWidth(count: number): string {
  const columns = count > 4 ? 3 : count > 1 ? 2 : 1;
  const rows = Math.ceil(count / columns);
  return `max(320px, calc((100dvh - ${AROUND_TILES}) * ${(16 * columns) / (9 * rows)}))`;
}

const canShareScreen = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getDisplayMedia);

/** The room: the grid of everyone, the host's lobby, the participant list and the controls. */
export function Room({ session, snapshot, local, replace, videoId, selfName, onLeave }: RoomProps) {
  const [showList, setShowList] = useState(false);
  const { media, toggleMute, toggleCamera, toggleScreen } = useRoomMedia(session, local, replace, videoId);
  const count = snapshot.participants.length + 1;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {snapshot.iceRefreshFailing ? (
        <Alert severity="info" variant="outlined" role="status">
          This call’s connection details could not be renewed. The call goes on, but if your network changes, reconnecting may
          fail. Still trying…
        </Alert>
      ) : null}
      <LobbyPanel waiting={snapshot.lobby} onAdmit={(p) => session.admit(p)} onRefuse={(p) => session.refuse(p)} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: showList ? '1fr 260px' : '1fr' } }}>
        <Box
          aria-label={`${count} ${count === 1 ? 'person' : 'people'} in the room`}
          role="group"
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: {
              xs: count > 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
              sm: count > 1 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
              lg: count > 4 ? 'repeat(3, minmax(0, 1fr))' : count > 1 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 960px)',
            },
            justifyContent: 'center',
            width: '100%',
            maxWidth: { md: tilesMaxWidth(count) },
            mx: 'auto',
          }}
        >
          <ParticipantTile
            name={selfName}
            stream={local.stream}
            audio={media.audio}
            video={media.video}
            screen={media.screen}
            self
          />
          {snapshot.participants.map((p) => (
            <ParticipantTile
              key={p.info.participant}
              name={p.info.fullName}
              stream={p.stream}
              audio={p.info.audio}
              video={p.info.video}
              screen={p.info.screen}
              reconnecting={p.reconnecting}
            />
          ))}
        </Box>
        {showList ? <ParticipantList self={selfName} media={media} others={snapshot.participants} /> : null}
      </Box>
      <RoomControls
        media={media}
        canAudio={Boolean(local.audio)}
        canShare={canShareScreen()}
        showList={showList}
        onMute={toggleMute}
        onCamera={() => void toggleCamera()}
        onScreen={() => void toggleScreen()}
        onList={() => setShowList((v) => !v)}
        onLeave={onLeave}
      />
    </Box>
  );
}
