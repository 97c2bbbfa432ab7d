import { useState } from 'react';
import { Dialog } from './Dialog';

/** Shown size of the (square) certified badge graphic, px. */
export const CERTIFIED_BADGE_SIZE = 44;

type Props = { image: string; title: string; text: string };

/** Certified pre-owned badge; the button opens what the programme covers. */
export default function CertifiedBadge({ image, title, text }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="vd-certified" onClick={() => setOpen(true)} aria-label={`${title}: what this means`}>
        {/* The badge graphics are square (the default SVG is 120 x 120): a 120 x 40 box clipped it. */}
        <img src={image} alt="" width={CERTIFIED_BADGE_SIZE} height={CERTIFIED_BADGE_SIZE} /> <span>{title}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} label={title}>
        <h2>{title}</h2>
        <p>{text}</p>
      </Dialog>
    </>
  );
}
