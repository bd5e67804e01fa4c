import { LineIcon, type IconProps } from './create-icon';

export const FileIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M13 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zm0 0v7h7" />
  </LineIcon>
);
