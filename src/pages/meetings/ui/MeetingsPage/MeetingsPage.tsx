import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { NewMeetingDialog } from '@/features/create-meeting';
import { VideoIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { RoomList } from '../RoomList/RoomList';

export function MeetingsPage() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Meetings"
        description="Video rooms you host or are invited to."
        actions={
          <Button variant="contained" startIcon={<VideoIcon />} onClick={() => setCreating(true)}>
            New meeting
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <RoomList scope="upcoming" title="Upcoming" empty="No upcoming rooms. Start one with “New meeting”." />
        <RoomList scope="recent" title="Recent" empty="No recent rooms yet." />
      </Box>
      <NewMeetingDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
