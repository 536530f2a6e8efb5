import {
  formatPercent,
  type CustomerModelResponse,
  type CustomerPredictionResponse,
} from '@flirtwire/contracts';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK } from '@/lib/chart-format';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { formatCents } from '@/lib/format';
import { useCustomerPrediction } from '../api/customer-prediction';

const ROLE_TEXT: Record<CustomerPredictionResponse['purchases'][number]['role'], string> = {
  first: 'First purchase: starts T',
  repeat: 'Repeat purchase day: counts in x, sets tₓ, in the average',
  same_day: 'Same day as another purchase: that day counts once',
  after_fit: 'After the fit: counts from the next fit',
};

const EVENT_TEXT: Record<string, string> = {
  TipSent: 'Tribute',
  SubscriptionCharged: 'Subscription charge',
  CallCompleted: 'Call',
  ChatVolleyBilled: 'Chat',
  PaidMailSold: 'Paid mail',
  GoodiesSold: 'Goodies',
  OfferRedeemed: 'Offer',
};

const percent = (value: number) => formatPercent(value, 0);
const number = (value: number) => value.toLocaleString('en-US', { maximumSignificantDigits: 4 });
/** A count of purchases to two decimals: a lapsed customer's 3e-8 reads as 0.00, not in full. */
const purchaseCount = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Predicted vs actual repeat purchases in the hold-out weeks: the model checked on this Flirt. */
function Calibration({ model }: { readonly model: CustomerModelResponse }) {
  const calibration = model.calibration;
  if (!calibration)
    return (
      <p className="muted">
        No calibration yet: it needs {model.minimum_repeat_customers} customers who bought on two or
        more days before the last {8} weeks.
      </p>
    );
  const data = calibration.weeks.map((week) => ({
    week: `Wk ${String(week.week)}`,
    Predicted: Number(week.predicted.toFixed(1)),
    Actual: week.actual,
  }));
  return (
    <>
      <p className="muted">
        Fitted on your history up to {calibration.cutDay} ({calibration.customers} customers), then
        compared with the repeat purchases of the {calibration.holdoutWeeks} weeks after it.
      </p>
      <figure
        className="chart-frame chart-frame--small"
        aria-label="Calibration: predicted and actual repeat purchases, cumulative by week"
        data-testid="calibration-chart"
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#dcdfe5" />
            <XAxis dataKey="week" tick={AXIS_TICK} />
            <YAxis tick={AXIS_TICK} width={40} allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Line dataKey="Predicted" stroke="#6a3fb5" strokeWidth={2} isAnimationActive={false} />
            <Line
              dataKey="Actual"
              stroke="#1b7f5a"
              strokeWidth={2}
              strokeDasharray="4 3"
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </figure>
      <table className="table table--compact" aria-label="Calibration by week">
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Predicted</th>
            <th scope="col">Actual</th>
          </tr>
        </thead>
        <tbody>
          {calibration.weeks.map((week) => (
            <tr key={week.week}>
              <td>{week.week}</td>
              <td>{number(week.predicted)}</td>
              <td>{week.actual}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Parameters({ model }: { readonly model: CustomerModelResponse }) {
  const { purchases, spend } = model;
  if (!purchases) return null;
  return (
    <dl className="facts" aria-label="Fitted parameters">
      <div>
        <dt>r, α (purchase rate)</dt>
        <dd>
          {number(purchases.r)}, {number(purchases.alpha)}
        </dd>
      </div>
      <div>
        <dt>a, b (drop-out)</dt>
        <dd>
          {number(purchases.a)}, {number(purchases.b)}
        </dd>
      </div>
      {spend ? (
        <div>
          <dt>p, q, γ (spend)</dt>
          <dd>
            {number(spend.p)}, {number(spend.q)}, {number(spend.gamma)}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Customers (repeat)</dt>
        <dd>
          {model.customers} ({model.repeat_customers})
        </dd>
      </div>
    </dl>
  );
}

/** The Prediction tab: the customer's figures, their inputs with the events behind them, the model. */
export function CustomerPrediction({ login }: { readonly login: string }) {
  const query = useCustomerPrediction(login);
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { model, inputs, prediction, purchases } = query.data;
  return (
    <div className="prediction" data-testid="prediction">
      <section className="card">
        <h2>Predicted spend and lapse risk</h2>
        {model.message ? <p role="status">{model.message}</p> : null}
        {model.as_of_day ? (
          <p className="muted">
            As of the end of {model.as_of_day} ({model.time_zone}), fitted once a day on your
            customers’ purchases. Predictions need at least {model.minimum_repeat_customers}{' '}
            customers who bought on two or more days.
          </p>
        ) : null}
        {prediction ? (
          <dl className="facts" aria-label="Prediction">
            <div>
              <dt>Predicted 90D $</dt>
              <dd>{formatCents(prediction.predicted_90d)}</dd>
            </div>
            <div>
              <dt>Lapse risk</dt>
              <dd>
                {prediction.lapse_risk_level} {percent(prediction.lapse_risk)}
              </dd>
            </div>
            <div>
              <dt>P(alive)</dt>
              <dd>{percent(prediction.p_alive)}</dd>
            </div>
            <div>
              <dt>Expected purchases, next 90 days</dt>
              <dd>{purchaseCount(prediction.expected_purchases_90d)}</dd>
            </div>
            <div>
              <dt>Expected spend per purchase</dt>
              <dd>{formatCents(prediction.expected_average_spend)}</dd>
            </div>
          </dl>
        ) : (
          !model.message && <EmptyState title="No prediction for this customer yet." />
        )}
      </section>

      <section className="card">
        <h2>Inputs</h2>
        {inputs ? (
          <dl className="facts" aria-label="Inputs">
            <div>
              <dt>x (repeat purchase days)</dt>
              <dd>{inputs.x}</dd>
            </div>
            <div>
              <dt>tₓ (days, first to last purchase)</dt>
              <dd>{inputs.t_x}</dd>
            </div>
            <div>
              <dt>T (days since first purchase)</dt>
              <dd>{inputs.T}</dd>
            </div>
            <div>
              <dt>Average spend per repeat day</dt>
              <dd>{formatCents(inputs.average_spend)}</dd>
            </div>
          </dl>
        ) : (
          <p className="muted">No inputs yet.</p>
        )}
        <h3>The events behind them</h3>
        {purchases.length === 0 ? (
          <p className="muted">No purchases yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="table table--compact" aria-label="Purchases behind the inputs">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Purchase</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Counts as</th>
                  <th scope="col">Event</th>
                </tr>
              </thead>
              <tbody>
                {purchases.map((purchase) => (
                  <tr key={purchase.event_id}>
                    <td>{purchase.day}</td>
                    <td>{EVENT_TEXT[purchase.event_type] ?? purchase.event_type}</td>
                    <td className="money">{formatCents(purchase.amount)}</td>
                    <td>{ROLE_TEXT[purchase.role]}</td>
                    <td>
                      <code>{purchase.event_id}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="card">
        <h2>The model</h2>
        <p className="muted">
          BG/NBD (Fader, Hardie &amp; Lee 2005) for purchases and drop-out, Gamma-Gamma for spend
          per purchase, fitted by maximum likelihood on x, tₓ and T of all your customers.
        </p>
        <Parameters model={model} />
        <ul className="formulas">
          {model.formulas.map((formula) => (
            <li key={formula.name}>
              <strong>{formula.name}:</strong> <code>{formula.formula}</code>
            </li>
          ))}
        </ul>
      </section>

      <section className="card">
        <h2>Calibration</h2>
        <Calibration model={model} />
      </section>
    </div>
  );
}
