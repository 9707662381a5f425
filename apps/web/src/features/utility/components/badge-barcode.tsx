import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';

/** Width of the narrowest bar, in SVG units; the SVG scales to its box, keeping this proportion. */
const MODULE = 3;

/**
 * The CODE39 bars of `text` (already checked by `badgeBarcodeText`): black on white with a quiet
 * zone of ten narrow bars on each side, drawn as an SVG that fills the card's width (capped, so a
 * scanner sees bars a few millimetres wide on a phone and not a stretched code on a monitor).
 */
export function BadgeBarcode({ text, label }: { text: string; label: string }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    JsBarcode(svg, text, {
      format: 'CODE39',
      width: MODULE,
      height: 120,
      margin: MODULE * 10,
      displayValue: false,
      background: '#ffffff',
      lineColor: '#000000',
    });
    // JsBarcode sizes the SVG in pixels: keep its drawing, let it scale to the card.
    const width = svg.getAttribute('width');
    const height = svg.getAttribute('height');
    if (width && height) {
      svg.setAttribute('viewBox', `0 0 ${Number.parseFloat(width)} ${Number.parseFloat(height)}`);
      svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
      svg.removeAttribute('width');
      svg.removeAttribute('height');
    }
  }, [text]);
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={label}
      data-barcode={text}
      style={{
        display: 'block',
        width: '100%',
        maxWidth: 560,
        height: 'auto',
        margin: '0 auto',
        background: '#ffffff',
      }}
    />
  );
}
