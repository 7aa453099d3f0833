// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyLogo } from './company-logo';

afterEach(cleanup);

describe('CompanyLogo', () => {
  it('falls back from the company logo to the default logo, then to an icon', () => {
    render(<CompanyLogo logoPath="/api/company-config/logo/abc.png" name="Sol" />);
    const logo = () => screen.getByRole('img', { name: 'Logo de Sol' });
    expect(logo().getAttribute('src')).toBe('/api/company-config/logo/abc.png');
    fireEvent.error(logo());
    expect(logo().getAttribute('src')).toBe('/favicon.svg');
    fireEvent.error(logo());
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('company-logo-icon')).toBeTruthy();
  });

  it('starts over when the company logo changes', () => {
    const { rerender } = render(<CompanyLogo logoPath="/a.png" name="Sol" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<CompanyLogo logoPath="/b.png" name="Sol" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/b.png');
  });
});
