import { LineIcon, type IconProps } from './create-icon';

export const ClipboardCheckIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2m1-2h6a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm0 12 2 2 4-4" />
  </LineIcon>
);
