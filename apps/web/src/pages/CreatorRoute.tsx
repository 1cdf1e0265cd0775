import { type CreatorData, usersContract } from '@layout/model';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useLayoutEffect } from 'react';
import { useParams } from 'react-router';
import { request } from '../api/client';
import { useCreatorPage } from './creatorPage';
import { findCreator } from './creatorPaths';
import { EditorLoader, EditorRoute } from './EditorRoute';

/** Loaded only when a path names no creator (as routes.tsx loads it for other unknown paths). */
const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** Keeps the creator of the open page in useCreatorPage while it is open. */
function CreatorPageScope({ creator, children }: { creator: CreatorData; children: ReactNode }) {
  useLayoutEffect(() => {
    useCreatorPage.setState({ creator });
    return () => useCreatorPage.setState({ creator: null });
  }, [creator]);
  return children;
}

/**
 * /:creatorName, a designer's shared creator page (spec 000 section 2): the editor, its drawer
 * open on the creator's public templates and illustrations with their Hire Me block
 * (panels/creator/CreatorPanel.tsx), the creator's name in the top bar. A one-segment path that
 * names no creator is 'Page Not Found'; so is a creator list that cannot load (nothing to show).
 */
export function CreatorRoute() {
  const { creatorName = '' } = useParams();
  const { data: creators, isPending } = useQuery({
    queryKey: ['creators'],
    queryFn: () => request(usersContract.creators),
    staleTime: 60_000,
  });
  if (isPending) return <EditorLoader />;
  const creator = creators ? findCreator(creators, creatorName) : undefined;
  if (!creator)
    return (
      <Suspense fallback={<EditorLoader />}>
        <NotFoundPage />
      </Suspense>
    );
  return (
    <CreatorPageScope creator={creator}>
      <EditorRoute creatorName={creator.creatorName} />
    </CreatorPageScope>
  );
}
