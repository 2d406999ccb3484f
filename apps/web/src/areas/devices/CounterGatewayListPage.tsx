import { GatewayListPage } from './gateways/GatewayListPage';

/** Counter gateways (spec 000 §2): list with live state, channels with automatic allotment, connection. */
export default function CounterGatewayListPage() {
  return <GatewayListPage type="counter" />;
}
