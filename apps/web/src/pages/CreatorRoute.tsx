import { usersContract } from '@layout/model';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { request } from '../api/client';
import { findCreator } from './creatorPaths';
import { EditorLoader, EditorRoute } from './EditorRoute';

/**
 * /:creatorName, a designer's shared creator page: the editor with that creator's data. A name
 * no creator has (or a creator list that cannot load) opens the editor as the main page does.
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
  if (!creator) return <EditorRoute startNewDesign />;
  return <EditorRoute creatorName={creator.creatorName} />;
}
