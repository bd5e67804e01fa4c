import { LineIcon, type IconProps } from './create-icon';

export const MenuIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </LineIcon>
);
