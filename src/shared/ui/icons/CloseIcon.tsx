import { LineIcon, type IconProps } from './create-icon';

export const CloseIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </LineIcon>
);
