import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LobbyPanel } from './LobbyPanel';

describe('LobbyPanel', () => {
  it('shows who knocks with Admit and Refuse for each, and nothing when no one waits', async () => {
    const admit = jest.fn();
    const refuse = jest.fn();
    const waiting = [
      { participant: 'p1', membershipId: 'm1', fullName: 'Avery Admin' },
      { participant: 'p2', membershipId: 'm2', fullName: 'Morgan Marketer' },
    ];
    const { rerender } = render(<LobbyPanel waiting={waiting} onAdmit={admit} onRefuse={refuse} />);
    const lobby = screen.getByRole('region', { name: 'Waiting to join' });
    expect(within(lobby).getByText('Avery Admin asks to join')).toBeInTheDocument();
    await userEvent.click(within(lobby).getByRole('button', { name: 'Admit Avery Admin' }));
    await userEvent.click(within(lobby).getByRole('button', { name: 'Refuse Morgan Marketer' }));
    expect(admit).toHaveBeenCalledWith('p1');
    expect(refuse).toHaveBeenCalledWith('p2');

    rerender(<LobbyPanel waiting={[]} onAdmit={admit} onRefuse={refuse} />);
    expect(screen.queryByRole('region', { name: 'Waiting to join' })).not.toBeInTheDocument();
  });
});
