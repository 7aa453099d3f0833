/** Full-screen wait while the signed-in shell's code arrives (usually already fetched by the login). */
export function LoadingScreen() {
  return (
    <div className="flex min-h-svh items-center justify-center bg-background text-muted-foreground">
      <p role="status">Cargando...</p>
    </div>
  );
}
