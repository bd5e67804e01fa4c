import { LineIcon, type IconProps } from './create-icon';

export const ArchiveIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <>
      <path d="M21 8v13H3V8" />
      <rect x="1" y="3" width="22" height="5" rx="1" />
      <path d="M10 12h4" />
    </>
  </LineIcon>
);
