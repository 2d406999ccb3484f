import { FactoryListPage } from './FactoryListPage';

/** Stations of the factory model (spec 001 §3), organisations of the tree with the factory's own fields. */
export default function StationListPage() {
  return <FactoryListPage kind="station" />;
}
