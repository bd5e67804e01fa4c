import { LineIcon, type IconProps } from './create-icon';

export const UploadIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4m14-7-5-5-5 5m5-5v12" />
  </LineIcon>
);
