/** Three short original stories, so a new installation's library is never empty. */
export const sampleStories = [
  {
    title: 'The Lighthouse Cat',
    author: 'Reading Rooms',
    content: `On a rocky island at the edge of the sea stood a tall white lighthouse. A grey cat named Pebble lived at the very top, where the great lamp turned all night long.

Pebble had one job. Every evening, when the sun slid into the water, she climbed the one hundred and twelve steps and sat beside the lamp keeper, Mr Ansel, while he lit the light.

One stormy night the wind howled so loudly that the windows rattled in their frames. Mr Ansel struck a match, but the lamp would not light. The wick was soaked with rain that had blown in through a crack.

"Without the light, the fishing boats will not find the harbour," said Mr Ansel. He looked worried. Pebble looked worried too, and she swished her tail.

Then Pebble remembered something. Far down in the storeroom, behind the old rope and the paint tins, there was a box of dry wicks. She had napped on it only yesterday.

Pebble raced down all one hundred and twelve steps. She pushed the storeroom door open with her head and meowed as loudly as she could until Mr Ansel came down after her.

"Clever cat!" he cried when he saw the box. Together they hurried back up the stairs. Mr Ansel fitted a new wick, struck another match, and the lamp burst into bright golden light.

Out on the dark water, the captains of six little boats saw the beam sweep across the waves. One by one, they turned towards the harbour and came safely home.

The next morning the fishermen brought Pebble a whole basket of sardines. She ate three, washed her whiskers, and curled up on the box of wicks for a well-earned nap.`,
  },
  {
    title: 'Maya and the Missing Seeds',
    author: 'Reading Rooms',
    content: `Maya was in charge of the school garden for one whole week. On Monday she planted a neat row of sunflower seeds and watered them with the green watering can.

On Tuesday morning Maya found small holes all along the row. Every single seed was gone. "Who took my seeds?" she asked, but the garden was quiet.

Maya decided to be a detective. She fetched a notebook and a pencil and wrote down three clues. The holes were small. There were tiny footprints in the soil. And there was a trail of seed shells leading to the old oak tree.

She followed the trail. At the bottom of the tree sat a round red squirrel with very full cheeks. It looked at Maya, and Maya looked at it.

"So you are the seed thief," said Maya. The squirrel did not answer, of course. It simply scampered up the trunk and disappeared among the leaves.

Maya thought hard. Squirrels need food, she told herself, but the garden needs flowers. There had to be a way for everyone to be happy.

That afternoon she asked her class for help. They built a little wooden feeder and filled it with nuts and old seeds from the kitchen. They hung it on the lowest branch of the oak tree.

Then Maya planted a new row of sunflowers and covered it with a light net. The squirrel visited the feeder every day and never touched the garden again.

By the end of summer the sunflowers stood taller than the teacher. Maya wrote one last line in her notebook: "Case closed. Everyone got lunch."`,
  },
  {
    title: 'The Kite That Wanted to Stay Up',
    author: 'Reading Rooms',
    content: `Theo made a kite from blue paper, two thin sticks and a long piece of string. He painted a smiling face on it and called it Skipper.

On the first windy day of spring, Theo and his grandmother carried Skipper to the top of Windmill Hill. The grass bent flat and the clouds raced across the sky.

Theo ran as fast as he could, and Skipper lifted into the air. Up and up it climbed until it was only a small blue square against the clouds.

"I never want to come down," Skipper seemed to say, tugging at the string. Theo laughed and let out more and more string until there was none left on the stick.

After a while the wind grew tired. It blew softly, then more softly, and then it hardly blew at all. Skipper began to wobble and dip.

"Pull the string in slowly," said Grandmother. "A kite needs the wind, and when the wind rests, the kite must rest too."

Theo wound the string carefully, turn after turn. Skipper drifted down in gentle circles and landed in the grass beside his shoes, its painted smile a little crooked.

On the way home Theo carried Skipper under his arm. "Tomorrow there will be more wind," he promised. Grandmother nodded. "And tomorrow you will both be ready to fly again."

That night Skipper rested against the bedroom wall, and Theo dreamed of blue skies that went on forever.`,
  },
];
