import { LineIcon, type IconProps } from './create-icon';

export const FileTextIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm0 0v6h6m-4 5H8m8 4H8m2-8H8" />
  </LineIcon>
);
