import { usePagination } from 'react-instantsearch';
import { Pager } from '../ui/Pager';

export function Pagination() {
  const { currentRefinement, pages, nbPages, refine, createURL } = usePagination({ padding: 2 });
  return (
    <Pager
      current={currentRefinement}
      pages={pages}
      pageCount={nbPages}
      createURL={createURL}
      onSelect={(p) => {
        refine(p);
        document.getElementById('search-results')?.scrollIntoView({ block: 'start' });
      }}
    />
  );
}
