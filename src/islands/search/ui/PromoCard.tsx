type Props = { title: string; text: string; link: string; image: string | null };

/** The inserted promo card ("We Want Your Car!") that sits among results. */
export function PromoCard({ title, text, link, image }: Props) {
  return (
    <aside className="card sr-card sr-promo" aria-label={title}>
      {image && <img src={image} alt="" width={800} height={600} loading="lazy" decoding="async" className="sr-promo-img" />}
      <div className="sr-body">
        <h2 className="sr-title">{title}</h2>
        <p>{text}</p>
        <a className="btn" href={link}>
          Find out more
        </a>
      </div>
    </aside>
  );
}
