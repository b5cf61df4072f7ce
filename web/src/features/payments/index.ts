// What the payments feature offers the other features: they import it from here, never from its files.
export { LinksLocked } from './LinksLocked.tsx';
export { OrdersList } from './OrdersList.tsx';
export { PremiumBenefits } from './PremiumBenefits.tsx';
export { PremiumPath } from './PremiumPath.tsx';
export { ChosenPlanLink, rememberChosenPlan } from './chosen-plan.tsx';
export { OrderCells } from './order-cells.tsx';
export { premiumPriceSummary } from './price-texts.ts';
export { usePlans } from './use-plans.ts';
