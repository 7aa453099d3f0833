import { Car } from 'lucide-react';
import { useState } from 'react';

/** The product's own mark, used when the company has no logo or its logo fails to load. */
const DEFAULT_LOGO = '/favicon.svg';

/**
 * The company logo (spec 1 "Dashboard"): the configured image; if it fails, the default logo; if that
 * fails too, an icon. A new logoPath starts over from the configured image.
 */
export function CompanyLogo({ logoPath, name }: { logoPath: string | null | undefined; name: string }) {
  const sources = [logoPath, DEFAULT_LOGO].filter((src): src is string => Boolean(src));
  const [failed, setFailed] = useState<{ path: typeof logoPath; count: number }>({
    path: logoPath,
    count: 0,
  });
  const failures = failed.path === logoPath ? failed.count : 0;
  const src = sources[failures];

  if (!src)
    return (
      <div
        className="flex size-14 items-center justify-center rounded-lg bg-primary/10 text-primary"
        data-testid="company-logo-icon"
      >
        <Car className="size-8" aria-hidden />
      </div>
    );
  return (
    <img
      key={src}
      src={src}
      alt={`Logo de ${name}`}
      className="size-14 rounded-lg border bg-card object-contain p-1"
      onError={() => setFailed({ path: logoPath, count: failures + 1 })}
    />
  );
}
