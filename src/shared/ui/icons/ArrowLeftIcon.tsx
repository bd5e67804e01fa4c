import { LineIcon, type IconProps } from './create-icon';

export const ArrowLeftIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M19 12H5m7 7-7-7 7-7" />
  </LineIcon>
);
