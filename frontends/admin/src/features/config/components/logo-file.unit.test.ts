import { describe, expect, it } from 'vitest';
import { logoFileProblem } from './logo-file';

describe('logoFileProblem', () => {
  it('accepts JPG and PNG up to 5 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
  });

  it('refuses other types and larger files with the spec messages', () => {
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toBe(
      'Por favor selecciona un archivo de imagen válido.',
    );
    expect(logoFileProblem({ type: 'application/pdf', size: 10 })).toBe(
      'Por favor selecciona un archivo de imagen válido.',
    );
    expect(logoFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'El archivo es demasiado grande. El tamaño máximo es 5MB.',
    );
  });
});
