import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ChatSuggestionResponse } from '@flirtwire/contracts';
import { Roles } from '../../../shared/auth/roles.guard.js';
import { jsonSchema } from '../../customers-support.js';

/** Canned greetings for the Suggest action (spec 002: "a random canned greeting"). */
export const CANNED_GREETINGS = [
  'Hey there! I was just thinking about you. How have you been?',
  'Hi! It’s been a while. I’d love to catch up whenever you’re free.',
  'Hello, gorgeous! I’m online now if you’d like some company.',
  'Thinking of you today. Come say hi when you get a chance!',
  'Hey you! I’ve got some time tonight. Want to chat?',
  'Miss our chats! Drop me a line whenever you like.',
  'Hi there, thanks for being one of my favorites. I’m around if you want to talk.',
  'Good to see you! I just posted something new I think you’ll love.',
] as const;

@ApiTags('customers')
@Controller('client_api/customers/chat_messages')
@Roles('advisor')
export class SuggestChatMessageController {
  @Get('suggestion')
  @ApiOperation({ summary: 'A random canned greeting for the chat message (Suggest)' })
  @ApiOkResponse({ schema: jsonSchema(ChatSuggestionResponse) })
  suggest(): { message: string } {
    const pick = CANNED_GREETINGS[Math.floor(Math.random() * CANNED_GREETINGS.length)];
    return { message: pick ?? CANNED_GREETINGS[0] };
  }
}
