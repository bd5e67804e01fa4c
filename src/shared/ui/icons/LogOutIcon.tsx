import { LineIcon, type IconProps } from './create-icon';

export const LogOutIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9" />
  </LineIcon>
);
