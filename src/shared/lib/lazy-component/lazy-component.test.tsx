import { act, render, screen } from '@testing-library/react';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A loader the test resolves or rejects by hand, counting its calls. */
function deferredLoader() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      calls.push({ resolve: () => resolve(Greeting), reject: () => reject(new Error('offline')) });
    });
  return { load, calls };
}

describe('lazyComponent', () => {
  it('renders nothing until the code is loaded, then the component in every place at once', async () => {
    const { load, calls } = deferredLoader();
    const { Component: LazyGreeting, preload } = lazyComponent(load);
    const { container } = render(
      <>
        <LazyGreeting name="Ada" />
        <LazyGreeting name="Grace" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);

    act(() => preload());
    act(() => preload());
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve());
    expect(container).toHaveTextContent('Hello, AdaHello, Grace');

    // Loaded once, later instances render it straight away, and nothing loads again.
    render(<LazyGreeting name="Edsger" />);
    expect(screen.getByText('Hello, Edsger')).toBeInTheDocument();
    preload();
    expect(calls).toHaveLength(1);
  });

  it('tries again after a failed load', async () => {
    const { load, calls } = deferredLoader();
    const { Component: LazyGreeting, preload } = lazyComponent(load);
    const { container } = render(<LazyGreeting name="Ada" />);

    act(() => preload());
    await act(async () => calls[0]!.reject());
    expect(container).toBeEmptyDOMElement();

    act(() => preload());
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve());
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
  });
});
