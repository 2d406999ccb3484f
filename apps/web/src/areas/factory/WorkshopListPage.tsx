import { FactoryListPage } from './FactoryListPage';

/** Workshops of the factory model (spec 001 §3), organisations of the tree with the factory's own fields. */
export default function WorkshopListPage() {
  return <FactoryListPage kind="workshop" />;
}
