import { LineIcon, type IconProps } from './create-icon';

export const TrashIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 6h18m-2 0v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6m3 0V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </LineIcon>
);
