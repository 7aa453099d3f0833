// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../hooks/use-toast';
import { Toaster } from './toaster';

afterEach(cleanup);

describe('Toaster', () => {
  it('shows only the latest toast', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Primero', description: 'uno' });
      toast({ title: 'Segundo', description: 'dos' });
    });
    expect(screen.queryByText('Primero')).toBeNull();
    expect(screen.getByText('Segundo')).toBeTruthy();
    expect(screen.getByText('dos')).toBeTruthy();
  });

  it('labels the notification region with the F8 hotkey', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toBeTruthy();
  });
});
