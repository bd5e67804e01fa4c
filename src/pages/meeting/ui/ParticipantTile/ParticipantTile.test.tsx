import { render, screen, within } from '@testing-library/react';
import { ParticipantTile } from './ParticipantTile';

describe('ParticipantTile', () => {
  it('shows the name with initials when there is no video, and says muted and camera off', () => {
    render(<ParticipantTile name="Casey Client" stream={null} audio={false} video={false} screen={false} />);
    const tile = screen.getByRole('figure', { name: 'Casey Client' });
    expect(within(tile).getByText('CC')).toBeInTheDocument();
    expect(within(tile).getByText('Muted')).toBeInTheDocument();
    expect(within(tile).getByText('Camera off')).toBeInTheDocument();
    expect(within(tile).getByRole('img', { name: 'Casey Client is not speaking' })).toBeInTheDocument();
    expect(within(tile).queryByText('Reconnecting…')).not.toBeInTheDocument();
  });

  it('marks my own tile and a screen being shared', () => {
    render(<ParticipantTile name="Alex Agent" stream={null} audio video={false} screen self />);
    const tile = screen.getByRole('figure', { name: 'Alex Agent (you)' });
    expect(within(tile).getByText('Sharing screen')).toBeInTheDocument();
    expect(within(tile).queryByText('Muted')).not.toBeInTheDocument();
    expect(within(tile).queryByText('Camera off')).not.toBeInTheDocument();
  });

  it('says "Reconnecting…" over someone whose connection dropped, without removing them', () => {
    render(<ParticipantTile name="Morgan Marketer" stream={null} audio video screen={false} reconnecting />);
    const tile = screen.getByRole('figure', { name: 'Morgan Marketer' });
    expect(within(tile).getByRole('status')).toHaveTextContent('Reconnecting…');
  });
});
