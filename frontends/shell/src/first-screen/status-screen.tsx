/** A full-screen wait ('Verificando autenticación...', 'Cargando...'), on the first screen and in the shell. */
export function StatusScreen({ text }: { text: string }) {
  return (
    <div className="flex min-h-svh items-center justify-center bg-background text-muted-foreground">
      <p role="status">{text}</p>
    </div>
  );
}
