import { Controller, Get, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '../../shared/http/csrf.decorators.js';

@ApiTags('identity')
@Controller('client_api/csrf')
export class CsrfController {
  /** The browser's CSRF token (also in the readable `fw_csrf` cookie); send it as x-csrf-token. */
  @Get()
  @ApiOperation({ summary: 'The CSRF token to send in the x-csrf-token header' })
  token(@Req() request: FastifyRequest): { csrf_token: string; header: string } {
    return { csrf_token: request.csrfToken ?? '', header: CSRF_HEADER };
  }
}
