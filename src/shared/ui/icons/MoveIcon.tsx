import { LineIcon, type IconProps } from './create-icon';

export const MoveIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 9l-3 3 3 3M9 5l3-3 3 3M15 19l-3 3-3-3M19 9l3 3-3 3M2 12h20M12 2v20" />
  </LineIcon>
);
