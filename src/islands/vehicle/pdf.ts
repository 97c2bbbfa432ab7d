/** Everything the PDF shows; plain data built at build time. */
export type PdfData = {
  slug: string;
  name: string;
  price: string;
  priceType: string | null;
  /** The first photo's URLs to try, best first (view-model's pdfPhotoCandidates); empty without a photo. */
  images: string[];
  /** The car's print sheet (/print?car_id=): the Print link, and printed instead when no photo URL can be drawn (a remote photo without CORS). */
  printPath: string;
  specs: Array<{ label: string; value: string }>;
  comments: string[];
  dealer: string;
  contact: string;
  url: string;
};

/** The car has a photo, but the browser may not read any of its URLs (a remote host without CORS headers). */
export class PhotoNotReadable extends Error {
  constructor() {
    super('The photo cannot be put into a PDF here; the print sheet has it.');
    this.name = 'PhotoNotReadable';
  }
}

/** The first of the URLs the browser can draw, as a JPEG data URL; null when none can be. */
async function firstReadable(urls: readonly string[]): Promise<{ data: string; w: number; h: number } | null> {
  for (const url of urls) {
    const photo = await jpegOf(url);
    if (photo) return photo;
  }
  return null;
}

/** Draws an image URL onto a canvas and returns a JPEG data URL (handles SVG/WebP that jsPDF cannot read). */
async function jpegOf(src: string): Promise<{ data: string; w: number; h: number } | null> {
  try {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.src = src;
    await img.decode();
    const w = img.naturalWidth || 800,
      h = img.naturalHeight || 600;
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, w, h);
    ctx.drawImage(img, 0, 0, w, h);
    // Throws on a canvas tainted by a photo served without CORS headers.
    return { data: canvas.toDataURL('image/jpeg', 0.85), w, h };
  } catch {
    return null;
  }
}

/**
 * Builds the vehicle PDF in the browser (jsPDF loaded only now) and downloads it as {slug}.pdf. A car whose photo
 * no URL lets the browser read throws PhotoNotReadable rather than leaving the photo out.
 */
export async function downloadVehiclePdf(d: PdfData): Promise<void> {
  const photo = d.images.length ? await firstReadable(d.images) : null;
  if (d.images.length && !photo) throw new PhotoNotReadable();
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const left = 15,
    width = 180;
  let y = 18;
  doc.setFontSize(18);
  doc.text(doc.splitTextToSize(d.name, width), left, y);
  y += 9;
  doc.setFontSize(14);
  doc.text(`${d.price}${d.priceType ? ` ${d.priceType}` : ''}`, left, y);
  y += 6;
  if (photo) {
    const h = Math.min(100, (width * photo.h) / photo.w);
    doc.addImage(photo.data, 'JPEG', left, y, (h * photo.w) / photo.h, h);
    y += h + 6;
  }
  doc.setFontSize(10);
  d.specs.forEach((s, i) => {
    const col = i % 2,
      x = left + col * 90;
    doc.setFont('helvetica', 'bold');
    doc.text(s.label, x, y);
    doc.setFont('helvetica', 'normal');
    doc.text(String(s.value).slice(0, 40), x + 35, y);
    if (col === 1 || i === d.specs.length - 1) y += 5.5;
  });
  y += 4;
  for (const p of d.comments) {
    const lines = doc.splitTextToSize(p, width) as string[];
    if (y + lines.length * 4.5 > 280) {
      doc.addPage();
      y = 18;
    }
    doc.text(lines, left, y);
    y += lines.length * 4.5 + 2;
  }
  if (y > 270) {
    doc.addPage();
    y = 18;
  }
  doc.setFont('helvetica', 'bold');
  doc.text(d.dealer, left, 285);
  doc.setFont('helvetica', 'normal');
  doc.text(`${d.contact}  ${d.url}`, left, 290);
  doc.save(`${d.slug}.pdf`);
}
