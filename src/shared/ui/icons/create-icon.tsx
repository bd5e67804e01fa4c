import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';

export type IconProps = SvgIconProps;
export type IconComponent = (props: IconProps) => ReactNode;

/** A stroked 24×24 line icon (Feather-style) that sizes and colours like any MUI icon. */
export function createIcon(name: string, paths: ReactNode): IconComponent {
  function Icon(props: IconProps) {
    return (
      <SvgIcon viewBox="0 0 24 24" aria-hidden {...props}>
        <g fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round">
          {paths}
        </g>
      </SvgIcon>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
