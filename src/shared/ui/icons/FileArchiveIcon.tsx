import { LineIcon, type IconProps } from './create-icon';

export const FileArchiveIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm0 0v6h6M10 4h1m-1 3h1m-1 3h1m-1 3h1m-1.5 2h2v3h-2z" />
  </LineIcon>
);
