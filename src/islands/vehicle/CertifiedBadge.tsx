import { useState } from 'react';
import { Dialog } from './Dialog';

type Props = { image: string; title: string; text: string };

/** Certified pre-owned badge; the button opens what the programme covers. */
export default function CertifiedBadge({ image, title, text }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="vd-certified" onClick={() => setOpen(true)} aria-label={`${title}: what this means`}>
        <img src={image} alt="" width={120} height={40} /> <span>{title}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} label={title}>
        <h2>{title}</h2>
        <p>{text}</p>
      </Dialog>
    </>
  );
}
