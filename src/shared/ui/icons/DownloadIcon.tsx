import { LineIcon, type IconProps } from './create-icon';

export const DownloadIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4m4-5 5 5 5-5m-5 5V3" />
  </LineIcon>
);
