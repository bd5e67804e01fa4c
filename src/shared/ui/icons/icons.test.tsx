import { render } from '@testing-library/react';
import { FolderIcon, MenuIcon } from '.';

it('renders decorative icons hidden from assistive technology', () => {
  const { container } = render(
    <>
      <MenuIcon />
      <FolderIcon fontSize="small" />
    </>,
  );
  const svgs = container.querySelectorAll('svg');
  expect(svgs).toHaveLength(2);
  svgs.forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
});
