import Avatar from '@mui/material/Avatar';
import type { CurrentUser } from '@/shared/api';
import { displayName, initialsOf } from '../../lib/display';

export interface UserAvatarProps {
  user: Pick<CurrentUser, 'first_name' | 'last_name' | 'email' | 'avatar'>;
  size?: number;
  /** Decorative when the name is written next to it. */
  decorative?: boolean;
}

/** The user's picture, or their initials on a green disc. */
export function UserAvatar({ user, size = 32, decorative = false }: UserAvatarProps) {
  const name = displayName(user);
  return (
    <Avatar
      src={user.avatar ?? undefined}
      alt={decorative ? '' : name}
      aria-hidden={decorative || undefined}
      sx={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.4),
        '& .user-avatar-initials::before': { content: 'attr(data-initials)' },
      }}
    >
      {decorative ? (
        // Drawn, not written: the initials of a decorative avatar are not text of the button it sits in,
        // whose name holds the written name (WCAG 2.5.3, label in name).
        <span data-initials={initialsOf(user)} style={{ display: 'contents' }} className="user-avatar-initials" />
      ) : (
        initialsOf(user)
      )}
    </Avatar>
  );
}
