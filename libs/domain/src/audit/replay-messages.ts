export const replayMessages = {
  running: 'Ya hay una verificación de proyecciones en curso. Espere a que termine.',
} as const;
