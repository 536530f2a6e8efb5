import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  COUNTRIES,
  CountryId,
  type Country,
  type CountryState,
  STATES,
} from '@flirtwire/contracts';
import { NotFoundError } from '../../shared/errors.js';

/** Spec 002 §7: GET /countries and GET /countries/{id}/states (payout address). */
@ApiTags('payout')
@Controller('client_api/countries')
export class CountriesController {
  @Get()
  @ApiOperation({ summary: 'Countries of the payout address' })
  list(): { countries: readonly Country[] } {
    return { countries: COUNTRIES };
  }

  @Get(':id/states')
  @ApiOperation({ summary: "A country's states (empty when it has none listed)" })
  states(@Param('id', { schema: CountryId }) id: string): { states: readonly CountryState[] } {
    if (!COUNTRIES.some((c) => c.id === id)) throw new NotFoundError('Country not found.');
    return { states: STATES[id] ?? [] };
  }
}
