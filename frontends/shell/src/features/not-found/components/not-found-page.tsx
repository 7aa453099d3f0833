import { Card, CardContent } from '@lavadero/ui/components/card';
import { AlertCircle } from 'lucide-react';

/** Any path the router does not know (spec 1 §2); the hint is for developers, so it stays in English. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center">
      <Card className="mx-4 w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden />
            <h1 className="font-bold text-2xl">404 Page Not Found</h1>
          </div>
          <p className="text-muted-foreground text-sm">Did you forget to add the page to the router?</p>
        </CardContent>
      </Card>
    </div>
  );
}
