import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/** An empty page for the frame: no script, so it runs under the app's Content-Security-Policy. */
const BLANK_PAGE = '<!doctype html><html lang="es"><head><meta charset="utf-8"></head><body></body></html>';

export interface PrintFrameHandle {
  /** Prints the frame's page alone (the dialog around it is not printed). */
  print: () => void;
}

/**
 * The embedded preview of a receipt, which is also what gets printed. A `srcdoc` frame is same-origin
 * and inherits the app's CSP (frame-src 'self'), so its page needs no script of its own: React renders
 * `children` into the frame's body and `css` into a <style> of its head through portals, and printing
 * calls the frame window's print() from here. No blob: URL, no inline script, no new window.
 */
export function PrintFrame({
  title,
  css,
  height,
  children,
  onContentHeight,
  ref,
}: {
  title: string;
  css: string;
  height: number;
  children: ReactNode;
  /** The height of the rendered page in CSS pixels, whenever it changes (for the length of a roll). */
  onContentHeight: (px: number) => void;
  ref: Ref<PrintFrameHandle>;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [doc, setDoc] = useState<Document | null>(null);
  useEffect(() => {
    const Observer = doc?.defaultView?.ResizeObserver;
    if (!doc || !Observer) return;
    const observer = new Observer(() => onContentHeight(doc.documentElement.scrollHeight));
    observer.observe(doc.body);
    return () => observer.disconnect();
  }, [doc, onContentHeight]);
  useImperativeHandle(ref, () => ({
    print: () => {
      const win = frame.current?.contentWindow;
      if (!win) return;
      win.focus();
      win.print();
    },
  }));
  return (
    <>
      <iframe
        ref={frame}
        title={title}
        srcDoc={BLANK_PAGE}
        onLoad={(event) => setDoc(event.currentTarget.contentDocument)}
        className="w-full rounded-md border bg-white"
        style={{ height }}
      />
      {doc ? createPortal(<style>{css}</style>, doc.head) : null}
      {doc ? createPortal(children, doc.body) : null}
    </>
  );
}
