import { Toaster } from '@lavadero/ui/components/toaster';

/** The toast viewport as a default export, for React.lazy (see app.tsx). */
export default Toaster;
