import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SandboxTokenizeBody } from '@flirtwire/contracts';
import { NotFoundError } from '../../../shared/errors.js';
import { SkipCsrf } from '../../../shared/http/csrf.decorators.js';
import type { CardDetails, PaymentGateway } from '../payment-gateway.port.js';
import { PAYMENT_GATEWAY } from '../payment-gateway.port.js';
import { SandboxPaymentGateway } from './sandbox-payment-gateway.js';

/**
 * Stands in for a processor's tokenization API: the browser sends the card here (never to
 * /client_api) and passes only the returned token to POST /client_api/cards. Not found unless
 * the sandbox is the processor (PAYMENTS_PROCESSOR).
 */
@ApiTags('sandbox payment processor')
@Controller('sandbox-gateway')
export class SandboxGatewayController {
  constructor(@Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway) {}

  @Post('tokens')
  @HttpCode(201)
  @SkipCsrf()
  @ApiOperation({
    summary:
      'Tokenize a card (sandbox). Test cards: 4242424242424242 approve, 4000000000000002 declined when added, 4000000000000341 added but declined when charged, 4000000000009995 insufficient funds, 4000000000000119 processor error.',
  })
  tokenize(@Body({ schema: SandboxTokenizeBody }) body: SandboxTokenizeBody): {
    token: string;
    card: { brand: CardDetails['brand']; last4: string; exp_month: number; exp_year: number };
  } {
    if (!(this.gateway instanceof SandboxPaymentGateway)) throw new NotFoundError();
    const card = this.gateway.tokenize({
      number: body.number,
      expMonth: body.exp_month,
      expYear: body.exp_year,
      cvc: body.cvc,
      billingZip: body.billing_zip,
    });
    return {
      token: card.token,
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
      },
    };
  }
}
