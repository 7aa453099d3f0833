// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

afterEach(cleanup);

describe('preloadable', () => {
  it('renders at its first render, without the fallback, once its module has loaded', async () => {
    const { Component, preload } = preloadable(async () => ({ default: Greeting }));
    await preload();

    render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Component name="Ana" />
      </Suspense>,
    );

    expect(screen.getByText('Hola, Ana')).toBeTruthy();
    expect(screen.queryByText('Cargando...')).toBeNull();
  });

  it('suspends like React.lazy while its module is still loading', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => {};
    const { Component } = preloadable(
      () => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)),
    );

    render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Component name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando...')).toBeTruthy();

    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText('Hola, Ana')).toBeTruthy();
  });
});
