import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { displayName, selectCurrentUser } from '@/entities/session';
import { startLabel } from '@/shared/lib/local-time';
import { errorDetail, errorStatus, useGetMeetingRoomQuery } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { VideoIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { useLocalMedia } from '../../model/useLocalMedia';
import { useMeetingSession } from '../../model/useMeetingSession';
import { PreJoin } from '../PreJoin/PreJoin';
import { Room } from '../Room/Room';
import { BackToMeetings, RoomNotice } from '../RoomNotice/RoomNotice';
import { ChangeMeetingControls } from '../ChangeMeetingControls/ChangeMeetingControls';

/** A room's id as the server makes them (22 characters of base64url); any other link is not a room. */
const ROOM_ID = /^[A-Za-z0-9_-]{22}$/;

export function MeetingPage() {
  const { room: roomId = '' } = useParams();
  const navigate = useNavigate();
  const user = useSelector(selectCurrentUser);
  const wellFormed = ROOM_ID.test(roomId);
  const { data: room, error, isLoading } = useGetMeetingRoomQuery({ room: roomId }, { skip: !wellFormed });
  const media = useLocalMedia();
  const { session, snapshot, enter, entering } = useMeetingSession(roomId);
  const back = () => navigate('/meetings');

  const leave = () => {
    session?.leave();
    back();
  };

  let body;
  if (isLoading) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the room" />
      </Box>
    );
  } else if (!wellFormed) {
    body = (
      <EmptyState
        icon={<VideoIcon />}
        title="This meeting link is not valid"
        description="Check that the link was copied whole, or start a new meeting from the meetings page."
        action={<BackToMeetings onClick={back} />}
      />
    );
  } else if (!room) {
    body = (
      <EmptyState
        icon={<VideoIcon />}
        title={errorStatus(error) === 404 ? 'This room does not exist' : 'The room could not be loaded'}
        description={errorDetail(error) ?? 'Check the link, or start a new meeting from the meetings page.'}
        action={<BackToMeetings onClick={back} />}
      />
    );
  } else if (room.cancelledAt && !session) {
    body = (
      <EmptyState
        icon={<VideoIcon />}
        title="This meeting was cancelled"
        description={`${room.host.fullName} cancelled it: no one can join it any more. Ask them for a new meeting if you still need one.`}
        action={<BackToMeetings onClick={back} />}
      />
    );
  } else if (!session || !media.local) {
    body = (
      <PreJoin
        title={room.title}
        host={room.host.fullName}
        access={room.access}
        local={media.local}
        devices={media.devices}
        choice={media.choice}
        onChoice={media.setChoice}
        entering={entering}
        onEnter={() => {
          if (!media.local) return;
          media.freeze();
          void enter(media.local, room.access === 'lobby' ? 'knock' : 'join');
        }}
      />
    );
  } else if (snapshot.phase === 'knocking') {
    body = (
      <RoomNotice
        busy
        title="Waiting for the host"
        description="The host has been told you are here and will let you in."
        action={<Button onClick={leave}>Cancel</Button>}
      />
    );
  } else if (snapshot.phase === 'refused') {
    const left = snapshot.knocksLeft ?? 0;
    body = (
      <RoomNotice
        title="The host did not let you in"
        description={
          left > 0
            ? `You can ask again (${left === 1 ? 'one more time' : `${left} more times`}), or ask the host to invite you to this room.`
            : 'You have asked as many times as you can: ask the host to invite you to this room.'
        }
        action={
          <>
            {left > 0 ? (
              <>
                <Button variant="contained" onClick={() => session.knock()}>
                  Ask again
                </Button>{' '}
              </>
            ) : null}
            <BackToMeetings onClick={back} />
          </>
        }
      />
    );
  } else if (snapshot.phase === 'failed') {
    body = (
      <RoomNotice
        title="You could not join"
        description={snapshot.error ?? 'Try again in a moment.'}
        action={
          <>
            <Button variant="contained" onClick={() => session.retry()}>
              Try again
            </Button>{' '}
            <BackToMeetings onClick={back} />
          </>
        }
      />
    );
  } else {
    body = (
      <Room
        session={session}
        snapshot={snapshot}
        local={media.local}
        replace={media.replace}
        videoId={media.choice.videoId}
        selfName={user ? displayName(user) : 'You'}
        onLeave={leave}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={room?.title ?? 'Meeting'}
        description={
          room
            ? `A video meeting hosted by ${room.host.fullName}, ${room.cancelledAt ? 'cancelled' : `starting ${startLabel(room.startsAt)}`}.`
            : 'A video meeting room.'
        }
        back={{ to: '/meetings', label: 'Meetings' }}
      />
      {room?.access === 'host' && !session ? (
        <Box sx={{ mb: 2 }}>
          <ChangeMeetingControls room={room} />
        </Box>
      ) : null}
      {body}
    </>
  );
}
