import { KafkaContainer, type StartedKafkaContainer } from '@testcontainers/kafka';
import { afterAll } from '@jest/globals';
import { describeWithContainers } from '../../../test-support/container-runtime.js';
import { describeEventBusContract } from '../event-bus.contract.js';
import { KafkaEventBus } from './kafka-event-bus.js';

const KAFKA_IMAGE = process.env.KAFKA_IMAGE ?? 'confluentinc/cp-kafka:7.9.0';

// The adapter production uses, on a real broker (KRaft): the same contract as the in-process bus.
await describeWithContainers('event bus on Kafka', () => {
  let container: StartedKafkaContainer | undefined;
  afterAll(async () => {
    await container?.stop();
  });
  describeEventBusContract(`Kafka (${KAFKA_IMAGE}, kafkajs)`, async (prefix) => {
    container = await new KafkaContainer(KAFKA_IMAGE).withKraft().start();
    return KafkaEventBus.connect({
      brokers: [`${container.getHost()}:${String(container.getMappedPort(9093))}`],
      topicPrefix: prefix,
      partitions: 4,
    });
  });
});
